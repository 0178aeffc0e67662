// The rows every rubric of an assignment type has (its form: how the work is presented), and the
// evidence row; each level says what the marker will see in the work.
import type { RubricDraft } from './rubric.schema';

export type Criterion = RubricDraft['criteria'][number];
export type Assignment = 'writing' | 'presentation' | 'project' | 'lab' | 'math' | 'discussion';

export const row = (
  criterion: string,
  exemplary: string,
  proficient: string,
  developing: string,
  beginning: string,
): Criterion => ({ criterion, exemplary, proficient, developing, beginning });

export const EVIDENCE = row(
  'Use of evidence',
  'Quotes or paraphrases the text for each claim and explains how the evidence supports it.',
  'Backs the main claim with a quotation or paraphrase and says what it shows.',
  'Refers to the reading in general (“the text says”) without a specific detail.',
  'Gives opinions with no reference to the reading or to class notes.',
);

export const FORM: Record<Assignment, Criterion[]> = {
  writing: [
    row(
      'Organization',
      'Opens with a clear main idea, develops one point per paragraph and ends with a conclusion that follows from them.',
      'Has a main idea and a logical order; the moves between points are abrupt.',
      'Points are listed with no main idea tying them together.',
      'Sentences jump between ideas; the reader cannot tell what the response is about.',
    ),
    row(
      'Conventions',
      'Sentences are complete and varied; spelling and grammar errors are rare and never get in the way of meaning.',
      'Errors in spelling or grammar appear, but every sentence can be understood on first reading.',
      'Errors make several sentences hard to follow on first reading.',
      'Errors make the response hard to read; the marker has to guess the meaning.',
    ),
  ],
  presentation: [
    row(
      'Delivery',
      'Speaks clearly to the audience with eye contact, steady pace and notes used only as prompts.',
      'Can be heard and understood throughout; looks at the notes often.',
      'Reads from notes or slides most of the time; the pace makes parts hard to follow.',
      'Cannot be heard or understood for much of the talk.',
    ),
    row(
      'Visual aids',
      'Slides or visuals show the key points with labelled images or diagrams and little text.',
      'Visuals are accurate and readable but mostly text.',
      'Visuals are hard to read or do not match what is being said.',
      'No visuals, or visuals that are off the topic.',
    ),
    row(
      'Answering questions',
      'Answers audience questions accurately, using the key terms and pointing to evidence.',
      'Answers questions accurately in general terms.',
      'Answers some questions, with guesses or errors.',
      'Cannot answer questions about the content.',
    ),
  ],
  project: [
    row(
      'Design and layout',
      'A clear title, headings and labelled visuals guide the viewer through the content in a logical order.',
      'Content is readable and grouped, with a title and labels.',
      'Content is crowded or scattered; labels are missing on key visuals.',
      'The viewer cannot tell what the project is about.',
    ),
    row(
      'Sources',
      'Names every source used, including the class text, and uses each for a specific fact.',
      'Names the class text and one other source.',
      'Mentions “the internet” or “the book” without naming a source.',
      'No sources are named.',
    ),
  ],
  lab: [
    row(
      'Question and hypothesis',
      'States a testable question and a hypothesis that gives a reason based on the text or class work.',
      'States a testable question and a hypothesis without a reason.',
      'The question cannot be tested, or the hypothesis does not answer it.',
      'No question or hypothesis is stated.',
    ),
    row(
      'Method and data',
      'The method can be repeated from the report; data are in a labelled table with units.',
      'The method is clear; the table is missing a label or a unit.',
      'Steps are missing, so the method could not be repeated; data are listed without a table.',
      'No method or data are recorded.',
    ),
    row(
      'Conclusion',
      'Says whether the data support the hypothesis, cites the numbers, and names one source of error.',
      'Says whether the data support the hypothesis and cites the numbers.',
      'Gives a conclusion that the data do not support, or that ignores the data.',
      'No conclusion is given.',
    ),
  ],
  math: [
    row(
      'Explaining reasoning',
      'Explains why the method works and checks the answer another way.',
      'Explains each step in words.',
      'Explains one step; the rest is calculation only.',
      'No explanation in words.',
    ),
  ],
  discussion: [
    row(
      'Preparation',
      'Brings notes with quotations from the text marked and questions ready.',
      'Has read the text and brings notes.',
      'Has read part of the text; notes are missing.',
      'Has not read the text.',
    ),
    row(
      'Listening and responding',
      'Builds on what others say by name, asks follow-up questions and changes a view when the evidence shows it.',
      'Responds to others’ points and stays on the question.',
      'Waits to speak but does not respond to what others said.',
      'Interrupts or talks off the question.',
    ),
  ],
};
