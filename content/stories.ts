// Stub: the Home helper completes this file (data stories). Ids per spec.
export const stories = [{ id: 'tourism-growth' }, { id: 'urban-development' }, { id: 'renewable-energy' }];
