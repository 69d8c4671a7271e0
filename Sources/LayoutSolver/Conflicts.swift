extension LayoutSolver {
    /// The active required constraints that, with `constraint`, cannot all hold: an irreducible set (remove any one
    /// of them and the rest hold together with `constraint`), in the order they were added. UIKit lists such a set
    /// when it logs "Unable to simultaneously satisfy constraints". Empty when `constraint` can be added (an
    /// optional constraint always can).
    ///
    /// Found by deletion over solvers built from scratch, so it costs a few hundred solves for a layout of a few
    /// hundred constraints: meant for reporting a refusal, not for every layout pass.
    /// - Parameters:
    ///   - constraint: the constraint that was refused (or is about to be added).
    ///   - replacing: an active constraint that `constraint` stands for (its new constant or priority): left out.
    public func conflicts(with constraint: LayoutConstraintSpec, replacing: LayoutConstraintID? = nil) -> [LayoutConstraintID] {
        let candidates = constraintIDs.filter { $0 != replacing && self.constraint($0)?.isRequired == true }
        guard !holdsTogether(candidates, with: constraint) else { return [] }
        var kept = candidates
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if holdsTogether(trial, with: constraint) { index += 1 } else { kept = trial }
        }
        return kept
    }

    /// Whether these active constraints and `constraint` can all be added to an empty solver with the same variables.
    func holdsTogether(_ ids: [LayoutConstraintID], with constraint: LayoutConstraintSpec) -> Bool {
        var probe = LayoutSolver()
        for record in variables { _ = probe.newVariable(record.variable.name) }
        for id in ids {
            guard let spec = self.constraint(id), (try? probe.add(spec)) != nil else { return false }
        }
        return (try? probe.add(constraint)) != nil
    }
}
