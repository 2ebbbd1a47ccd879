/** Every React Query key of the Family area, in one place. */
export const childKeys = {
  list: (parentId: string) => ['children', 'list', parentId] as const,
  /** the children one guards beside their first guardian */
  guarded: (personId: string) => ['children', 'guarded', personId] as const,
  one: (childId: string) => ['children', 'one', childId] as const,
  memberships: (kind: 'club' | 'team', childIds: readonly string[]) =>
    ['children', 'memberships', kind, ...childIds] as const,
};
