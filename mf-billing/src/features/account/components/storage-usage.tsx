import styled from 'styled-components';
import { formatStorageSize, type StorageUsageResponse } from '@lessonloom/contracts';
import { useStorageUsageQuery } from '../api';

const Box = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1rem;
`;
const Meter = styled.progress`
  width: 100%;
  height: 0.6rem;
  accent-color: ${(p) => p.theme.colors.primary};
`;
const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

/** The one line a teacher reads: "12.3 MB of 1.0 GB used". */
export const storageSummary = (s: StorageUsageResponse) =>
  `${formatStorageSize(s.used_bytes)} of ${formatStorageSize(s.quota_bytes)} used`;

/**
 * How much of the account's storage its uploads and generated files take (the server refuses a file or a
 * generation that does not fit, docs/embedded-mongo.md "Memory and quotas"). Nothing is shown until the
 * figure arrives, and a failed read shows nothing: the rest of the card still works.
 */
export function StorageUsage() {
  const { data } = useStorageUsageQuery();
  if (!data) return null;
  const full = data.used_bytes >= data.quota_bytes;
  return (
    <Box>
      <p id="storage-usage-label" style={{ margin: 0, fontWeight: 600 }}>
        Storage: {storageSummary(data)}
      </p>
      <Meter
        aria-labelledby="storage-usage-label"
        max={data.quota_bytes}
        value={Math.min(data.used_bytes, data.quota_bytes)}
      />
      <Muted>
        Uploads {formatStorageSize(data.uploads_bytes)} · Generated files {formatStorageSize(data.generated_bytes)}
        {full ? ' · Full: new files and generations are not saved.' : ''}
        {data.quota_bytes < data.subscribed_quota_bytes
          ? ` A subscription raises your storage to ${formatStorageSize(data.subscribed_quota_bytes)}.`
          : ''}
      </Muted>
    </Box>
  );
}
