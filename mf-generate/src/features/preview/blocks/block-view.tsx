import { diagramKeyLines, type Block } from '@lessonloom/document';
import { MermaidDiagram } from '../mermaid-diagram';
import { CrosswordView } from './crossword-block';
import { MatchingView } from './matching-block';
import { QuestionView } from './question-block';
import { ListView, ParagraphView, TableView, VocabularyView, WordBankView, WritingSpaceView } from './text-blocks';
import { WordSearchView } from './word-search-block';

/** One renderer per block type of the structured document (packages/document). */
export function BlockView({ block, showAnswers }: { block: Block; showAnswers: boolean }) {
  switch (block.type) {
    case 'question':
      return <QuestionView q={block} showAnswers={showAnswers} />;
    case 'paragraph':
      return <ParagraphView block={block} />;
    case 'list':
      return <ListView block={block} />;
    case 'word_bank':
      return <WordBankView block={block} />;
    case 'vocabulary':
      return <VocabularyView block={block} />;
    case 'table':
      return <TableView block={block} />;
    case 'matching':
      return <MatchingView block={block} showAnswers={showAnswers} />;
    case 'writing_space':
      return <WritingSpaceView block={block} />;
    case 'diagram':
      return <MermaidDiagram source={block.mermaid} caption={block.caption} keyLines={diagramKeyLines(block)} />;
    case 'word_search':
      return <WordSearchView block={block} showAnswers={showAnswers} />;
    case 'crossword':
      return <CrosswordView block={block} showAnswers={showAnswers} />;
    default: {
      // A block type this page does not know yet (newer server): say so instead of hiding content.
      const unknown = block as { type?: string };
      return <p>Preview not available for “{unknown.type}” content; it is included in the downloads.</p>;
    }
  }
}
