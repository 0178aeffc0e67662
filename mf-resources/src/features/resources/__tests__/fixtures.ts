import type { Resource, SubscriptionStatus } from '@lessonloom/contracts';
import { signedInState } from '@lessonloom/web-core/src/testing';

export const RESOURCES: Resource[] = [
  {
    id: 'r1',
    title: 'Classroom Management Checklist',
    description: 'Routines and expectations for a calm classroom.',
    fileName: 'classroom-management-checklist.pdf',
    sizeBytes: 24721,
    tags: ['Classroom Management', 'Checklist'],
  },
  {
    id: 'r2',
    title: 'Differentiation Strategies Guide',
    description: 'Ways to vary content, process and product.',
    fileName: 'differentiation-strategies-ebook.pdf',
    sizeBytes: 2_621_440,
    tags: ['Differentiation', 'Ebook'],
  },
  {
    id: 'r3',
    title: 'Exit Ticket Ideas Guide',
    description: 'Prompts for the last three minutes of a lesson.',
    fileName: 'exit-ticket-ideas-guide.pdf',
    sizeBytes: 512,
    tags: ['Assessment'],
  },
];

export const as = (subscription_status: SubscriptionStatus) =>
  signedInState({ id: 'u1', email: 'teacher@school.org', subscription_status });

/** A PDF-looking body: what the download saves is this blob. */
export const pdfBytes = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55]);
