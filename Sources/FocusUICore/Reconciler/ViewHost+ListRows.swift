import Foundation

extension ViewHost: ListRowsHost {
    var rowsCoordinator: FocusCoordinator { coordinator }

    func makeRowEvaluation(properties: PropertyStore) -> Evaluation {
        let evaluation = Evaluation(
            properties: properties, focusScope: .window(window.id), focusedValues: focusedValues,
            invalidate: { [weak self] in self?.setNeedsUpdate() })
        evaluation.lazyContainers = lazyContainers
        return evaluation
    }

    func reconcileRow(_ specs: [RenderSpec], in slot: ListRowSlot) {
        guard let parent = slot.container as? Backend.Widget else { return }
        let old = slot.nodes.compactMap { $0 as? RenderNode<Backend.Widget> }
        coordinator.performUpdate { slot.nodes = reconcile(specs, old: old, in: parent) }
    }

    func tearDownRow(_ slot: ListRowSlot) {
        guard let parent = slot.container as? Backend.Widget else { return }
        let old = slot.nodes.compactMap { $0 as? RenderNode<Backend.Widget> }
        slot.nodes = []
        coordinator.performUpdate {
            for node in old {
                backend.remove(node.widget, from: parent)
                tearDown(node)
            }
        }
    }

    func rowsDidRender() {
        focusedValues.resolveIfNeeded()
    }

    func invalidateRows() {
        setNeedsUpdate()
    }

    func scheduleRowWork(_ work: @escaping @MainActor () -> Void) {
        backend.scheduleUpdate(work)
    }

    func scheduleIdleRowWork(_ work: @escaping @MainActor () -> Void) {
        backend.scheduleIdleWork(work)
    }
}
