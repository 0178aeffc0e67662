import type { CatalogEntry } from './resources.catalog-entry';

const formativeAssessment: CatalogEntry = {
  slug: 'formative-assessment-quick-guide',
  title: 'Formative Assessment Quick Guide',
  description:
    'Quick, low-prep techniques to check understanding during a lesson and act on what you see, with tips for turning evidence into next steps.',
  fileName: 'formative-assessment-quick-guide.pdf',
  tags: ['Assessment', 'Guide', 'Instruction'],
  subtitle: 'Check understanding every lesson, then act on it',
  sections: [
    {
      heading: 'The idea in one sentence',
      paragraphs: [
        'Formative assessment is any check on learning that you use to change what happens next: reteach, move on, regroup or give feedback. If nothing changes, it was only a quiz.',
      ],
    },
    {
      heading: 'Before the lesson',
      bullets: [
        'Write the learning goal in student-friendly words and share it.',
        'Decide the one or two questions that will tell you whether students got it.',
        'Plan what you will do if most students do not: a second example, a small group, a different explanation.',
      ],
    },
    {
      heading: 'Whole-class checks (under two minutes)',
      bullets: [
        'Mini whiteboards: everyone answers, everyone holds up at once.',
        'Fingers 1–4 for multiple-choice questions; scan the room instantly.',
        'Thumbs up, sideways or down for confidence, followed by a question that checks it.',
        'Cold calling with wait time, after students have discussed in pairs.',
        'Hinge question: one well-designed multiple-choice item whose wrong answers reveal specific misconceptions.',
      ],
    },
    {
      heading: 'Checks during independent work',
      bullets: [
        'Circulate with a class list and note who needs help on which step.',
        'Traffic-light cups or cards so students can signal without stopping work.',
        'Ask students to explain their reasoning, not just give the answer.',
      ],
    },
    {
      heading: 'Feedback that moves learning forward',
      bullets: [
        'Be specific: point to the exact step or sentence.',
        'Give one thing to do next rather than a list of everything wrong.',
        'Leave time in the lesson for students to act on the feedback.',
        'Comments without grades are read more closely than comments with grades.',
      ],
    },
    {
      heading: 'Acting on the evidence',
      checklist: [
        'Most students correct: move on, with a short extension for the fastest.',
        'A group has the same error: pull them for a five-minute reteach.',
        'Most students incorrect: reteach tomorrow with a new example or approach.',
        'Record the pattern so you can revisit it in a later warm-up.',
      ],
    },
  ],
};

const exitTickets: CatalogEntry = {
  slug: 'exit-ticket-ideas-guide',
  title: 'Exit Ticket Ideas Guide',
  description:
    'Sixteen exit ticket prompts for any subject, grouped by purpose, with advice on sorting responses in minutes and planning the next lesson from them.',
  fileName: 'exit-ticket-ideas-guide.pdf',
  tags: ['Assessment', 'Guide', 'Exit Tickets'],
  subtitle: 'Three minutes at the end of a lesson that shape the next one',
  sections: [
    {
      heading: 'Why exit tickets work',
      paragraphs: [
        'An exit ticket is a short question students answer before they leave. It gives you evidence from every ' +
          'student, not just the ones who raise their hands, and it takes minutes to read. Keep it to one to three ' +
          "questions tied directly to the day's learning goal.",
      ],
    },
    {
      heading: 'Check understanding',
      bullets: [
        "Solve one problem like today's and show your steps.",
        "Explain today's key idea to a friend who was absent, in two sentences.",
        'Which answer is correct, and why is the other one wrong?',
        "Give an example and a non-example of today's term.",
        'What is the first step you would take to solve this problem?',
        'Fix the mistake in this worked example.',
      ],
    },
    {
      heading: 'Reflect on learning',
      bullets: [
        'Three things I learned, two questions I have, one thing I want to try.',
        "What was the most confusing part of today's lesson?",
        'Rate your understanding from 1 to 4 and explain your rating.',
        'What helped you learn today: the example, the discussion or the practice?',
        "How does today's lesson connect to something we learned before?",
      ],
    },
    {
      heading: 'Apply and extend',
      bullets: [
        'Where might you use this outside school?',
        "Write a question about today's topic that would be on a test.",
        "Create your own problem like today's and solve it.",
        "Predict what would happen if we changed one part of today's experiment.",
        "Summarise today's lesson as a newspaper headline.",
      ],
    },
    {
      heading: 'Quick formats',
      bullets: [
        'Sticky notes on the door as students leave.',
        'Index cards with the question written on the board.',
        'A one-question online form for classes with devices.',
        'A half-sheet with two questions: one to check, one to reflect.',
      ],
    },
    {
      heading: 'Sorting in five minutes',
      checklist: [
        'Make three piles: got it, nearly there, not yet.',
        'Look for the most common error in the "nearly" and "not yet" piles.',
        "Plan tomorrow's warm-up around that error.",
        'Group the "not yet" students for a short reteach.',
        'Share one strong (anonymous) answer with the class as a model.',
      ],
    },
  ],
};

export const GUIDES = { formativeAssessment, exitTickets };
