/** Links of the main content first: they show the page's own wording better than menu links. */
export function mainFirst<T extends { region: string }>(items: T[]): T[] {
  const main = items.filter((i) => i.region === 'main');
  return main.length > 0 ? main : items;
}
