import { RemoveButton } from '../remove-button';
import { memo } from 'react';
import styled from 'styled-components';
import type { BlockOf } from '@lessonloom/document';
import { EditArea, FieldLabel, ToolButton } from '../editor-styles';

const Grid = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    min-width: 32rem;
  }
  th,
  td {
    padding: 0.2rem;
    vertical-align: top;
    border: 1px solid ${(p) => p.theme.colors.border};
  }
`;

/** Lesson-plan and rubric tables: the caption, the column headings and every cell, rows added or removed. */
export const TableEditor = memo(function TableEditor({
  block,
  name,
  onChange,
}: {
  block: BlockOf<'table'>;
  name: string;
  onChange(block: BlockOf<'table'>, group: string): void;
}) {
  const setCell = (r: number, c: number, text: string) =>
    onChange(
      { ...block, rows: block.rows.map((row, i) => (i === r ? row.map((x, j) => (j === c ? text : x)) : row)) },
      `cell:${r}:${c}`,
    );
  return (
    <div style={{ display: 'grid', gap: '0.4rem' }}>
      <label style={{ display: 'grid', gap: '0.2rem' }}>
        <FieldLabel>Caption</FieldLabel>
        <EditArea
          rows={1}
          aria-label={`${name} caption`}
          value={block.caption ?? ''}
          onChange={(e) => {
            const { caption: _c, ...rest } = block;
            onChange(e.target.value ? { ...rest, caption: e.target.value } : rest, 'caption');
          }}
        />
      </label>
      <Grid>
        <table>
          <thead>
            <tr>
              {block.columns.map((col, c) => (
                <th key={c} scope="col">
                  <EditArea
                    rows={1}
                    aria-label={`${name} column ${c + 1} heading`}
                    value={col}
                    onChange={(e) =>
                      onChange(
                        { ...block, columns: block.columns.map((x, j) => (j === c ? e.target.value : x)) },
                        `col:${c}`,
                      )
                    }
                  />
                </th>
              ))}
              <th scope="col">
                <span style={{ fontSize: '0.8rem' }}>Row</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>
                    <EditArea
                      aria-label={`${name} row ${r + 1}, ${block.columns[c] || `column ${c + 1}`}`}
                      value={cell}
                      onChange={(e) => setCell(r, c, e.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <RemoveButton
                    label={`Remove row ${r + 1} from ${name}`}
                    onClick={() => onChange({ ...block, rows: block.rows.filter((_, i) => i !== r) }, 'remove-row')}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Grid>
      <div>
        <ToolButton
          type="button"
          onClick={() => onChange({ ...block, rows: [...block.rows, block.columns.map(() => '')] }, 'add-row')}
        >
          Add a row to {name}
        </ToolButton>
      </div>
    </div>
  );
});
