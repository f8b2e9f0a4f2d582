/// Which rules run: one rule for combining ids, tags and exclusions, the same in the library,
/// the CLI (`--rule`, `--tag`, `--disable-rule`) and the service.
///
/// A rule runs when **every** given criterion admits it: its id is among `ids` (when any are
/// given), **and** it has one of `tags` (when any are given), **and** its id is not in
/// `disabled`. So `--rule image-alt --tag wcag2a` runs image-alt only if it is tagged wcag2a.
public struct RuleSelection: Sendable, Hashable {
    /// Rule ids to run; empty: no restriction by id.
    public var ids: Set<String>
    /// Tags of which a rule needs one; empty: no restriction by tag.
    public var tags: Set<String>
    /// Rule ids never to run.
    public var disabled: Set<String>

    /// Every rule, unless restricted.
    public init(ids: Set<String> = [], tags: Set<String> = [], disabled: Set<String> = []) {
        self.ids = ids
        self.tags = tags
        self.disabled = disabled
    }

    /// Every rule of the catalogue.
    public static let all = RuleSelection()

    /// True when the rule described by `description` runs under this selection.
    public func admits(_ description: RuleDescription) -> Bool {
        (ids.isEmpty || ids.contains(description.id)) && (tags.isEmpty || !tags.isDisjoint(with: description.tags))
            && !disabled.contains(description.id)
    }

    /// The selected rules of `catalogue`, in catalogue order.
    public func rules(from catalogue: [any Rule.Type] = RuleRegistry.all) -> [any Rule.Type] {
        catalogue.filter { admits($0.description) }
    }

    /// Ids named in `ids` or `disabled` that no rule has, sorted: a usage error for callers.
    public var unknownIDs: [String] {
        ids.union(disabled).filter { RuleRegistry.rule(id: $0) == nil }.sorted()
    }
}
