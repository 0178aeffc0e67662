export interface BankQuestion {
  id: string;
  question_text: string;
  answer_text: string;
  difficulty: 'easy' | 'medium' | 'hard';
  subject: string;
  category?: string;
  grade_level?: string;
}
