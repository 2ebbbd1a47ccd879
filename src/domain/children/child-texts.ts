/** The texts of the Family area (docs/product.md §8; docs/product.md), in one place. */
export const childTexts = {
  added: 'Child added',
  updated: 'Child updated',
  removed: 'Child removed',
  loadFailed: 'Failed to load children',
  loadOneFailed: 'Failed to load child',
  updateFailed: 'Failed to update child',
  removeFailed: 'Failed to remove child',
  notFound: 'Child not found',
  emailUsed: 'Email already used',
  addFailed: 'Save failed',
  confirmRemove: 'Are you sure you want to remove this child?',
  unnamed: 'Unnamed',
} as const;
