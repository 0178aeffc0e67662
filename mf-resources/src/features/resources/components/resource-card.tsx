import { formatFileSize, type Resource } from '@lessonloom/contracts';
import { Badge, Button, Card, CardDescription, CardTitle } from '@lessonloom/ui';
import styled from 'styled-components';
import { ResourceIcon } from './resource-icon';

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 0.75rem;
  color: ${(p) => p.theme.colors.primary};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  margin: 0.75rem 0 1rem;
  padding: 0;
`;

const Body = styled(Card)`
  flex: 1;
  display: flex;
  flex-direction: column;
  & > button {
    margin-top: auto;
  }
`;

export interface ResourceCardProps {
  resource: Resource;
  subscribed: boolean;
  busy: boolean;
  onDownload(resource: Resource): void;
}

/** One library item (spec §2): icon, size badge, title, description, tags and the download button. */
export function ResourceCard({ resource, subscribed, busy, onDownload }: ResourceCardProps) {
  const titleId = `resource-${resource.id}`;
  return (
    <Body as="article" aria-labelledby={titleId} data-testid="resource-card">
      <Top>
        <ResourceIcon fileName={resource.fileName} />
        <Badge $tone="muted" data-testid="resource-size">
          {formatFileSize(resource.sizeBytes)}
        </Badge>
      </Top>
      <CardTitle id={titleId} as="h3" style={{ fontSize: '1.1rem' }}>
        {resource.title}
      </CardTitle>
      <CardDescription>{resource.description}</CardDescription>
      <Tags aria-label="Tags">
        {resource.tags.map((tag) => (
          <li key={tag}>
            <Badge $tone="info">{tag}</Badge>
          </li>
        ))}
      </Tags>
      <Button
        $block
        disabled={!subscribed || busy}
        aria-label={`${subscribed ? 'Download' : 'Subscribe to Download'} ${resource.title}`}
        onClick={() => onDownload(resource)}
      >
        {subscribed ? 'Download' : 'Subscribe to Download'}
      </Button>
    </Body>
  );
}
