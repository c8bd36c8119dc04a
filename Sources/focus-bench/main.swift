// Placeholder: the benchmark is being written (issue 6).
print("focus-bench: not yet implemented")
