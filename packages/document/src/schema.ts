// The document's schema has one home, packages/contracts (src/document.ts): it is also an API payload
// (the `content` of a generation). This package re-exports it so every renderer reads the document and
// its layout from one place. New document fields go in contracts/src/document.ts, nowhere else.
export {
  blockSchema,
  generatedDocumentSchema,
  questionBlockSchema,
  questionTypeSchema,
  sectionSchema,
  KIND_LABELS,
  CONTENT_KINDS,
  type Block,
  type ContentKind,
  type DocQuestionType,
  type GeneratedDocument,
  type QuestionBlock,
  type Section,
} from '@lessonloom/contracts';
import type { Block } from '@lessonloom/contracts';

export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;
export type Variant = 'student' | 'answer_key';
