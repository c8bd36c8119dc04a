import TwoWindows

NotesApp.main()
