import styled from 'styled-components';
import {
  VOCABULARY_COLUMNS,
  WORD_BANK_SEPARATOR,
  WORD_BANK_TITLE,
  listMarker,
  type BlockOf,
} from '@lessonloom/document';
import { Lines, Marked, Pill, Scroll } from '../preview-styles';

export function ParagraphView({ block }: { block: BlockOf<'paragraph'> }) {
  return <p style={{ margin: 0 }}>{block.text}</p>;
}

/** Markers are text (not CSS counters) so the page reads "1." and "•" exactly where the files do. */
export function ListView({ block }: { block: BlockOf<'list'> }) {
  const items = block.items.map((item, i) => (
    <li key={i}>
      <span aria-hidden="true">{listMarker(block.ordered, i)}</span> {item}
    </li>
  ));
  return block.ordered ? <Marked as="ol">{items}</Marked> : <Marked as="ul">{items}</Marked>;
}

const Bank = styled.div`
  border: 2px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  padding: 0.6rem 0.75rem 0.2rem;
  text-align: center;
  ul {
    list-style: none;
    margin: 0.35rem 0 0;
    padding: 0;
  }
`;
const Separator = styled.span`
  margin: 0 0.4rem 0 0;
  color: ${(p) => p.theme.colors.muted};
`;

export function WordBankView({ block }: { block: BlockOf<'word_bank'> }) {
  return (
    <Bank role="group" aria-label="Word bank">
      <strong>{WORD_BANK_TITLE}</strong>
      <ul>
        {block.words.map((w, i) => (
          <Pill key={w}>
            {i > 0 && <Separator aria-hidden="true">{WORD_BANK_SEPARATOR}</Separator>}
            {w}
          </Pill>
        ))}
      </ul>
    </Bank>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.35rem;
  }
  th,
  td {
    border: 1px solid ${(p) => p.theme.colors.border};
    padding: 0.4rem 0.5rem;
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${(p) => p.theme.colors.background};
  }
`;

function Grid({
  caption,
  columns,
  rows,
  label,
}: {
  caption?: string;
  columns: readonly string[];
  rows: string[][];
  label?: string;
}) {
  return (
    <Scroll>
      <Table aria-label={label}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

export function VocabularyView({ block }: { block: BlockOf<'vocabulary'> }) {
  return (
    <Grid label="Vocabulary" columns={VOCABULARY_COLUMNS} rows={block.entries.map((e) => [e.term, e.definition])} />
  );
}

export function TableView({ block }: { block: BlockOf<'table'> }) {
  return <Grid caption={block.caption} columns={block.columns} rows={block.rows} />;
}

export function WritingSpaceView({ block }: { block: BlockOf<'writing_space'> }) {
  return (
    <div role="group" aria-label={`${block.label ?? 'Writing space'} (${block.lines} lines)`}>
      {block.label && <p style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>{block.label}</p>}
      <Lines $count={block.lines} aria-hidden="true" data-lines={block.lines} />
    </div>
  );
}
