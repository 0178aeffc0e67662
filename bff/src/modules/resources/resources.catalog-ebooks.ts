import type { CatalogEntry } from './resources.catalog-entry';

const differentiation: CatalogEntry = {
  slug: 'differentiation-strategies-guide',
  title: 'Differentiation Strategies Guide',
  description:
    'An ebook of practical ways to vary content, process and product so every learner is challenged, with ready-to-use examples for mixed-ability classes.',
  fileName: 'differentiation-strategies-ebook.pdf',
  tags: ['Differentiation', 'Ebook', 'Instruction'],
  subtitle: 'Reaching every learner in a mixed-ability classroom',
  sections: [
    {
      heading: 'What differentiation is (and is not)',
      paragraphs: [
        'Differentiation means planning so that students with different starting points can all reach the same important learning goal. It is not writing thirty individual lesson plans, and it is not giving some students less to think about.',
        'Start from the goal, find out where students are, and then adjust one of three things: the content students work with, the process they use to make sense of it, or the product that shows what they learned.',
      ],
    },
    {
      heading: 'Find out where students are',
      bullets: [
        'A five-question pre-assessment one or two days before a unit.',
        'Exit tickets sorted into three piles: got it, nearly, not yet.',
        'A quick interest survey to connect tasks to what students care about.',
        'Observation notes during group work, kept on a class list.',
      ],
    },
    {
      heading: 'Differentiating content',
      bullets: [
        'Offer the same text at two or three reading levels on the same topic.',
        'Provide worked examples beside practice problems for students who need a model.',
        'Use audio, video and diagrams alongside written explanations.',
        'Pre-teach key vocabulary to students who will meet it for the first time.',
      ],
    },
    {
      heading: 'Differentiating process',
      bullets: [
        'Tiered tasks: one learning goal, three levels of support or complexity.',
        'Learning stations that students rotate through in flexible groups.',
        'Think–pair–share before whole-class discussion, so everyone has an answer ready.',
        'Scaffolds that fade: sentence starters, graphic organisers, then none.',
        'Small-group teaching at a side table while others practise independently.',
      ],
    },
    {
      heading: 'Differentiating product',
      bullets: [
        'Choice boards: students pick a way to show learning (poster, explanation, model, quiz).',
        'One shared success criteria list for every product choice, so grading stays fair.',
        'Extension questions that go deeper rather than simply longer.',
      ],
    },
    {
      heading: 'Grouping that stays flexible',
      paragraphs: [
        'Regroup often and for different reasons: readiness for one task, interest for the next, mixed groups for discussion. Fixed ability groups quickly become labels; flexible groups follow the evidence from this week.',
      ],
    },
    {
      heading: 'A one-week plan to start',
      checklist: [
        "Day 1: run a short pre-assessment on next week's topic.",
        'Day 2: sort results into three groups and write one tiered task.',
        'Day 3: teach a mini-lesson, then run the tiered task with a side-table group.',
        'Day 4: offer a two-option choice for the practice product.',
        "Day 5: use an exit ticket to plan next week's groups.",
      ],
    },
  ],
};

const backToSchool: CatalogEntry = {
  slug: 'back-to-school-planning-ebook',
  title: 'Back-to-School Planning Ebook',
  description:
    'Plan the start of the year with confidence: room set-up, first-week lessons, building relationships and the systems that save time all year.',
  fileName: 'back-to-school-planning-ebook.pdf',
  tags: ['Planning', 'Ebook', 'New School Year'],
  subtitle: 'From empty room to a confident first month',
  sections: [
    {
      heading: 'Why the first weeks matter',
      paragraphs: [
        'Students decide very quickly what a classroom is like: whether it is safe to make mistakes, whether time ' +
          'is used well and whether the teacher notices them. Time spent on routines and relationships in the ' +
          'first weeks is returned many times over by the end of the year.',
      ],
    },
    {
      heading: 'Two weeks before school',
      checklist: [
        'Read class lists and any support plans; note allergies and medical needs.',
        'Map out the first unit and the first three weeks of lessons.',
        'Set up the room: seating, supplies station, a visible agenda board.',
        'Prepare a welcome letter or email for families with your contact details.',
        'Create a simple system for tracking assignments and grades.',
      ],
    },
    {
      heading: 'The first day',
      bullets: [
        'Greet every student at the door by name (practise the names beforehand).',
        'Teach one or two routines by modelling, practising and praising them.',
        'Do something engaging with your subject in the first lesson, not just rules.',
        'End with a short reflection: "One thing I learned about this class today."',
      ],
    },
    {
      heading: 'The first week',
      bullets: [
        'Introduce expectations gradually and rehearse the routines you will use most.',
        'Run a getting-to-know-you activity that also shows you how students work.',
        'Give a low-stakes diagnostic task to see where students are.',
        'Make a positive phone call or email home for at least five students.',
      ],
    },
    {
      heading: 'Systems that save time all year',
      bullets: [
        'One place for handing in work, and a clear label for each class.',
        "A folder or tray for absent students with the day's materials.",
        'A bank of sponge activities for the last five minutes of a lesson.',
        'A weekly planning template that you fill in on the same day each week.',
        'Templates for common family emails: praise, concern, missing work.',
      ],
    },
    {
      heading: 'Looking after yourself',
      paragraphs: [
        'Pick a time each day when school work stops. Batch grading, keep lessons simple in the first weeks, and ask colleagues for their materials: the start of the year is a marathon, not a sprint.',
      ],
    },
  ],
};

export const EBOOKS = { differentiation, backToSchool };
