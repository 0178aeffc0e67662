import styled from 'styled-components';
import { Button, Card, CardDescription, CardHeader, CardTitle } from '@lessonloom/ui';
import { QUICK_ACTIONS, type QuickAction } from '../settings';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  button {
    width: 100%;
    height: 100%;
    flex-direction: column;
    align-items: flex-start;
    text-align: left;
  }
  small {
    font-weight: 400;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export function QuickActionsCard({ onApply }: { onApply: (action: QuickAction) => void }) {
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">Quick Actions</CardTitle>
        <CardDescription>One click sets up a common classroom task.</CardDescription>
      </CardHeader>
      <List>
        {QUICK_ACTIONS.map((action, i) => (
          <li key={action.label}>
            <Button $variant="outline" onClick={() => onApply(action)} aria-describedby={`quick-action-${i}`}>
              <span>{action.label}</span>
              <small id={`quick-action-${i}`} aria-hidden="true">
                {action.description}
              </small>
            </Button>
          </li>
        ))}
      </List>
    </Card>
  );
}
