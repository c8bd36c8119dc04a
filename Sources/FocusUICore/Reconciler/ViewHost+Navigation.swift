extension ViewHost {
    /// Before the reconciliation: each navigation stack whose top page changes gets ready (a
    /// pop moves focus out of the page that goes, while it still exists), and each popover the
    /// render no longer presents closes (focus returns to its anchor while its content exists).
    func prepareNavigation(_ evaluation: Evaluation) {
        for model in evaluation.navigationModels {
            model.prepare(window: window.id, coordinator: coordinator)
        }
        for model in evaluation.popoverModels { model.prepare(window: window.id, coordinator: coordinator) }
    }

    /// After the render's lifecycle effects: each navigation stack settles focus in its new top
    /// page once the coordinator is idle, and hides the pages below; each popover newly
    /// presented shows once the coordinator is idle.
    func finishNavigation(_ evaluation: Evaluation) {
        for model in evaluation.navigationModels { model.finish() }
        for model in evaluation.popoverModels { model.finish() }
    }
}
