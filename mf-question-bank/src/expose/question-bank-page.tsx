// Thin on purpose: what the shell loads as './QuestionBankPage'. The page lives in its feature folder.
export { QuestionBankPage as default } from '../features/question-bank/components/question-bank-page';
