import styled from 'styled-components';
import type { Block } from '@lessonloom/contracts';
import { Lines, Pill, Scroll } from '../preview-styles';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;

export function ParagraphView({ block }: { block: Of<'paragraph'> }) {
  return <p style={{ margin: 0 }}>{block.text}</p>;
}

export function ListView({ block }: { block: Of<'list'> }) {
  const items = block.items.map((item, i) => <li key={i}>{item}</li>);
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

const Bank = styled.div`
  border: 2px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm};
  padding: 0.6rem 0.75rem 0.2rem;
  ul { list-style: none; margin: 0.35rem 0 0; padding: 0; }
`;

export function WordBankView({ block }: { block: Of<'word_bank'> }) {
  return (
    <Bank role="group" aria-label="Word bank">
      <strong>Word Bank</strong>
      <ul>
        {block.words.map((w) => (
          <Pill key={w}>{w}</Pill>
        ))}
      </ul>
    </Bank>
  );
}

const Terms = styled.dl`
  margin: 0;
  dt { font-weight: 700; }
  dd { margin: 0 0 0.5rem 1rem; }
`;

export function VocabularyView({ block }: { block: Of<'vocabulary'> }) {
  return (
    <Terms>
      {block.entries.map((e) => (
        <div key={e.term}>
          <dt>{e.term}</dt>
          <dd>{e.definition}</dd>
        </div>
      ))}
    </Terms>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption { text-align: left; font-weight: 600; padding-bottom: 0.35rem; }
  th, td { border: 1px solid ${(p) => p.theme.colors.border}; padding: 0.4rem 0.5rem; text-align: left; vertical-align: top; }
  th { background: ${(p) => p.theme.colors.background}; }
`;

export function TableView({ block }: { block: Of<'table'> }) {
  return (
    <Scroll>
      <Table>
        {block.caption && <caption>{block.caption}</caption>}
        <thead>
          <tr>
            {block.columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
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

export function WritingSpaceView({ block }: { block: Of<'writing_space'> }) {
  return (
    <div role="group" aria-label={`${block.label ?? 'Writing space'} (${block.lines} lines)`}>
      {block.label && <p style={{ margin: '0 0 0.25rem', fontWeight: 600 }}>{block.label}</p>}
      <Lines $count={block.lines} aria-hidden="true" data-lines={block.lines} />
    </div>
  );
}
