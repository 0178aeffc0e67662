import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading, PageLead, Tabs } from '@lessonloom/ui';
import { SignedInLayout } from '@lessonloom/web-core';
import { useQuestionSearch } from '../use-question-search';
import { GenerateTab } from './generate-tab';
import { RandomizeTab } from './randomize-tab';
import { SearchTab } from './search-tab';

const TABS = ['search', 'generate', 'randomize'];

// Spec §2 /question-bank: three tabs. `?tab=randomize&test_id=…` opens Randomize Test on a chosen test.
export function QuestionBankPage() {
  const [params] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const [tab, setTab] = useState(TABS.includes(asked) ? asked : 'search');
  const { questions, loading, search, refresh } = useQuestionSearch();
  return (
    <SignedInLayout>
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
          {
            value: 'randomize',
            label: 'Randomize Test',
            content: <RandomizeTab initialTestId={params.get('test_id') ?? ''} />,
          },
        ]}
      />
    </SignedInLayout>
  );
}
