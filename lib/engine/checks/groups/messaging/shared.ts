export const NO_HERO = 'the page has no first-screen copy';

export function pct(share: number): string {
  return `${Math.round(share * 100)}%`;
}
