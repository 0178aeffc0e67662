import styled from 'styled-components';
import {
  ANSWER_LABEL,
  SOURCE_LABEL,
  WHY_LABEL,
  WORK_BOX_LABEL,
  answerText,
  questionLayout,
  type QuestionBlock,
} from '@lessonloom/document';
import { AnswerNote, Lines, Marked, WorkBox } from '../preview-styles';

const Item = styled.article`
  display: grid;
  gap: 0.35rem;
`;
const Prompt = styled.p`
  margin: 0;
  font-weight: 600;
`;
const Points = styled.span`
  font-weight: 400;
  color: ${(p) => p.theme.colors.muted};
`;

/** A question as the layout model lays it out (packages/document): the same words the DOCX and PDF print. */
export function QuestionView({ q, showAnswers }: { q: QuestionBlock; showAnswers: boolean }) {
  const layout = questionLayout(q);
  return (
    <Item aria-label={`Question ${q.number}`}>
      <Prompt>
        {layout.label} {layout.prompt}
        {layout.points && <Points> {layout.points}</Points>}
      </Prompt>
      {layout.options.length > 0 && (
        <Marked aria-label="Options">
          {layout.options.map((o) => (
            <li key={o.label}>
              <b>{o.label}</b> {o.text}
            </li>
          ))}
        </Marked>
      )}
      {layout.lines > 0 && <Lines $count={layout.lines} aria-hidden="true" data-lines={layout.lines} />}
      {layout.workBox > 0 && (
        <WorkBox $count={layout.workBox} data-lines={layout.workBox}>
          {WORK_BOX_LABEL}
        </WorkBox>
      )}
      {showAnswers && (
        <AnswerNote>
          <strong>{ANSWER_LABEL}</strong> {answerText(q)}
          {q.explanation && (
            <>
              <br />
              <em>{WHY_LABEL}</em> {q.explanation}
            </>
          )}
          {q.source_passage && (
            <>
              <br />
              <em>
                {SOURCE_LABEL} “{q.source_passage}”
              </em>
            </>
          )}
        </AnswerNote>
      )}
    </Item>
  );
}
