import { useState } from 'react';
import { CardDescription, PageHeading, PageLead, Tabs, Card } from '@lessonloom/ui';
import { NAV, SignedInLayout } from '@lessonloom/web-core';

// Spec §2 /question-bank: three tabs. Their forms and results arrive with the question-bank issue.
const TABS = [
  {
    value: 'search',
    label: 'Search Questions',
    text: 'Find saved questions by subject, difficulty, category and tags.',
  },
  {
    value: 'generate',
    label: 'Generate Specific',
    text: 'Describe the questions you need and save them to your bank.',
  },
  {
    value: 'randomize',
    label: 'Randomize Test',
    text: 'Create shuffled versions of a test from your generation history.',
  },
];

export function QuestionBankPage() {
  const [tab, setTab] = useState('search');
  return (
    <SignedInLayout links={[NAV.dashboard, NAV.generate, NAV.questionBank, NAV.billing]}>
      <PageHeading>Question Bank</PageHeading>
      <PageLead>Keep every question you generate, search it, and build new test versions from it.</PageLead>
      <Tabs
        label="Question bank tools"
        value={tab}
        onChange={setTab}
        items={TABS.map((t) => ({
          value: t.value,
          label: t.label,
          content: (
            <Card>
              <h2>{t.label}</h2>
              <CardDescription>{t.text}</CardDescription>
            </Card>
          ),
        }))}
      />
    </SignedInLayout>
  );
}
