import type { CatalogEntry } from './resources.catalog-entry';

const classroomManagement: CatalogEntry = {
  slug: 'classroom-management-checklist',
  title: 'Classroom Management Checklist',
  description:
    'A printable checklist of routines, expectations and responses that keep a classroom calm and focused, from the first day to the last.',
  fileName: 'classroom-management-checklist.pdf',
  tags: ['Classroom Management', 'Checklist', 'All Grades'],
  subtitle: 'Routines, expectations and responses for a calm, focused classroom',
  sections: [
    {
      heading: 'How to use this checklist',
      paragraphs: [
        'Work through one section at a time. Tick what is already in place, circle what needs attention and pick no more than two items to improve each week. Small, consistent changes outlast big launches.',
      ],
    },
    {
      heading: 'Before students arrive',
      checklist: [
        'Seating plan printed and easy to change; every seat can see the board.',
        'Clear paths to the door, supplies and your desk; no blind corners.',
        'Three to five classroom expectations written positively ("Listen while others speak").',
        'Attention signal chosen (raised hand, chime, countdown) and practised by you.',
        'Supplies station labelled so students can help themselves without asking.',
        'A place for late work, absent-student folders and early finishers.',
      ],
    },
    {
      heading: 'Routines to teach and rehearse',
      checklist: [
        'Entering the room and starting the warm-up without prompting.',
        'Getting attention: the signal, and what "ready" looks like.',
        'Moving into and out of groups in under a minute.',
        'Handing out and collecting materials.',
        'Asking for help while you are with another student.',
        'Leaving the room (bathroom, nurse) and signing out.',
        'Packing up and leaving when you dismiss, not when the bell rings.',
      ],
    },
    {
      heading: 'During the lesson',
      checklist: [
        'Start within the first minute; a visible agenda tells students what comes next.',
        'Move around the room; proximity prevents more problems than words do.',
        'Give instructions one step at a time, then check understanding before "go".',
        'Narrate what is going well ("Row two is already on question three").',
        'Keep a brisk pace; plan a short movement or talk break every 15–20 minutes.',
        'Have the next task ready for early finishers.',
      ],
    },
    {
      heading: 'Responding to behaviour',
      bullets: [
        'Use the least intrusive response first: a look, proximity, a quiet name.',
        'Correct privately, praise publicly; keep your voice calm and brief.',
        'Name the expected behaviour rather than the problem ("Eyes on me, please").',
        'Follow through with the consequence you announced, every time.',
        'Reconnect after a correction: a fresh start next lesson is part of the plan.',
      ],
    },
    {
      heading: 'Weekly reflection',
      checklist: [
        'Which routine slipped this week, and when will I re-teach it?',
        'Have I made a positive contact with every student?',
        'Did I contact home with good news at least twice?',
        'Is my seating plan still working for every group?',
      ],
    },
  ],
};

const parentTeacherConference: CatalogEntry = {
  slug: 'parent-teacher-conference-checklist',
  title: 'Parent–Teacher Conference Checklist',
  description:
    'Prepare, run and follow up on productive parent–teacher conferences: what to gather, how to structure the 15 minutes and what to send afterwards.',
  fileName: 'parent-teacher-conference-checklist.pdf',
  tags: ['Family Engagement', 'Checklist', 'Communication'],
  subtitle: 'Before, during and after: conferences that build partnerships',
  sections: [
    {
      heading: 'Two weeks before',
      checklist: [
        'Send invitations with several time slots, including early morning or evening options.',
        'Offer an interpreter or a phone/video option where it helps families attend.',
        'Ask families in advance: "What would you like to talk about?"',
        'Book a quiet space with adult-sized chairs at a table, not across a desk.',
      ],
    },
    {
      heading: 'Prepare for each student',
      checklist: [
        'Two or three specific strengths, with an example of work that shows them.',
        'One or two priorities for growth, with evidence (scores, work samples, observations).',
        'Current grades, attendance and any missing work.',
        'A concrete suggestion the family can try at home.',
        'Notes from colleagues (specialists, support staff) where relevant.',
      ],
    },
    {
      heading: 'During the conference (about 15 minutes)',
      checklist: [
        'Welcome and thank the family; start on time and introduce anyone else present.',
        'Open with a genuine strength and a work sample.',
        'Ask what the family sees at home: interests, worries, routines.',
        'Share one growth priority clearly, without jargon; show the evidence.',
        'Agree on one or two next steps: what school will do, what home will do.',
        'Check understanding and invite questions.',
        'Confirm how and when you will be in touch next.',
      ],
    },
    {
      heading: 'Phrases that help',
      bullets: [
        '"Tell me about how homework goes at home."',
        '"Here is what I am noticing, and here is what we are doing about it."',
        '"What has worked for your child in the past?"',
        '"Let us pick one thing to focus on together until we next speak."',
      ],
    },
    {
      heading: 'Afterwards',
      checklist: [
        'Write down the agreed next steps the same day.',
        'Send a short follow-up note summarising the plan within two school days.',
        'Set a reminder to share progress in two to four weeks.',
        'Contact families who could not attend and offer another time.',
      ],
    },
  ],
};

export const CHECKLISTS = { classroomManagement, parentTeacherConference };
