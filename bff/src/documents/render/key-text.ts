// Wording shared by both answer-key renderers.
const DIRECTIONS: Record<string, string> = {
  '0,1': 'across (left to right)',
  '0,-1': 'backwards (right to left)',
  '1,0': 'down',
  '-1,0': 'up',
  '1,1': 'diagonally down and right',
  '1,-1': 'diagonally down and left',
  '-1,1': 'diagonally up and right',
  '-1,-1': 'diagonally up and left',
};

export function placementText(p: { word: string; row: number; col: number; dr: number; dc: number }): string {
  const dir = DIRECTIONS[`${p.dr},${p.dc}`] ?? 'in the grid';
  return `${p.word}: starts at row ${p.row + 1}, column ${p.col + 1}, ${dir}`;
}
