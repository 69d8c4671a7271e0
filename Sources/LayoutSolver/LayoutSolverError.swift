/// Why a ``LayoutSolver`` refused a change. The solver is left as it was before the call that threw.
///
/// Each error has its message in English (``english``, also its `description`) and in Chinese (``chinese``); a
/// caller that knows where the constraint was written adds the file, line and column.
public enum LayoutSolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint (priority 1000) that cannot hold together with the required constraints already
    /// added; the constraint as written.
    case unsatisfiableRequiredConstraint(String)
    /// A priority outside 1...1000 (or not a number); the priority and the constraint as written.
    case invalidPriority(Float, constraint: String)
    /// A coefficient, constant or suggested value that is NaN or infinite; what it was in.
    case nonFiniteValue(String)
    /// A variable this solver (or the solver it was copied from) did not make; the variable's name.
    case unknownVariable(String)
    /// A constraint this solver does not hold (removed, never added, or an edit variable's own).
    case unknownConstraint(LayoutConstraintID)
    /// ``LayoutSolver/addEditVariable(_:priority:)`` for a variable that is already an edit variable.
    case duplicateEditVariable(String)
    /// ``LayoutSolver/suggest(_:value:)`` for a variable that is not an edit variable.
    case unknownEditVariable(String)
    /// An edit variable at priority 1000: a suggestion must be able to lose against required constraints.
    case requiredEditVariable(String)
    /// The simplex did not reach an answer (a numerical breakdown or a pivot limit): a bug in the solver, reported
    /// rather than crashed on.
    case internalFailure(String)

    /// The message in English.
    public var english: String {
        switch self {
        case .unsatisfiableRequiredConstraint(let constraint):
            "the required constraint `\(constraint)` cannot hold together with the required constraints already active; lower its priority below 1000 or remove the constraint it conflicts with"
        case .invalidPriority(let priority, let constraint):
            "the priority \(LayoutNumber.text(priority)) of `\(constraint)` is not between 1 and 1000; use 1000 for a required constraint and 1 to 999 for an optional one"
        case .nonFiniteValue(let context):
            "\(context) has a value that is not a finite number (NaN or infinity); give finite coefficients, constants and suggestions"
        case .unknownVariable(let name):
            "the variable `\(name)` was not made by this solver; make variables with this solver's newVariable(_:)"
        case .unknownConstraint(let id):
            "\(id) is not active in this solver; it was removed, or belongs to another solver or to an edit variable"
        case .duplicateEditVariable(let name):
            "`\(name)` is already an edit variable; suggest values for it, or remove it before adding it again"
        case .unknownEditVariable(let name):
            "`\(name)` is not an edit variable; add it with addEditVariable(_:priority:) before suggesting values"
        case .requiredEditVariable(let name):
            "the edit variable `\(name)` cannot be required (priority 1000); give it a priority from 1 to 999"
        case .internalFailure(let detail):
            "the layout solver failed (\(detail)); the solver was left as it was before this change"
        }
    }

    /// The message in Chinese.
    public var chinese: String {
        switch self {
        case .unsatisfiableRequiredConstraint(let constraint):
            "必需约束 `\(constraint)` 无法与已激活的必需约束同时成立；请把它的优先级降到 1000 以下，或移除与它冲突的约束"
        case .invalidPriority(let priority, let constraint):
            "`\(constraint)` 的优先级 \(LayoutNumber.text(priority)) 不在 1 到 1000 之间；必需约束用 1000，可选约束用 1 到 999"
        case .nonFiniteValue(let context):
            "\(context) 含有不是有限数的值（NaN 或无穷大）；请给出有限的系数、常量和建议值"
        case .unknownVariable(let name):
            "变量 `\(name)` 不是这个求解器创建的；请用这个求解器的 newVariable(_:) 创建变量"
        case .unknownConstraint(let id):
            "约束 #\(id.rawValue) 在这个求解器中未激活：它已被移除，或属于另一个求解器或某个编辑变量"
        case .duplicateEditVariable(let name):
            "`\(name)` 已经是编辑变量；请直接为它建议值，或先移除再重新添加"
        case .unknownEditVariable(let name):
            "`\(name)` 不是编辑变量；请先用 addEditVariable(_:priority:) 添加，再建议值"
        case .requiredEditVariable(let name):
            "编辑变量 `\(name)` 不能是必需的（优先级 1000）；请给它 1 到 999 的优先级"
        case .internalFailure(let detail):
            "布局求解器出错（\(detail)）；求解器已恢复到这次修改之前的状态"
        }
    }

    /// The English message.
    public var description: String { english }
}
