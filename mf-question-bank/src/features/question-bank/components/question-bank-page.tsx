import { useState } from 'react';
import { PageHeading, PageLead, Tabs } from '@lessonloom/ui';
import { NAV, SignedInLayout } from '@lessonloom/web-core';
import { useQuestionSearch } from '../use-question-search';
import { GenerateTab } from './generate-tab';
import { RandomizeTab } from './randomize-tab';
import { SearchTab } from './search-tab';

// Spec §2 /question-bank: three tabs.
export function QuestionBankPage() {
  const [tab, setTab] = useState('search');
  const { questions, loading, search, refresh } = useQuestionSearch();
  return (
    <SignedInLayout links={[NAV.dashboard, NAV.generate, NAV.questionBank, NAV.resources, NAV.billing]}>
      <PageHeading>Question Bank</PageHeading>
      <PageLead>Keep every question you generate, search it, and build new test versions from it.</PageLead>
      <Tabs
        label="Question bank tools"
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'search',
            label: 'Search Questions',
            content: <SearchTab questions={questions} loading={loading} onSearch={(f) => void search(f)} />,
          },
          { value: 'generate', label: 'Generate Specific', content: <GenerateTab onSaved={() => void refresh()} /> },
          { value: 'randomize', label: 'Randomize Test', content: <RandomizeTab /> },
        ]}
      />
    </SignedInLayout>
  );
}
