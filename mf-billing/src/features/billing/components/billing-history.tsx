import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '@lessonloom/ui';
import { useBillingHistoryQuery } from '../api';
import { capitalize, formatAmount, formatDate } from '../format';

/** Sideways scrolling on a phone, by keyboard too (it takes focus). */
const Scroll = styled.div.attrs({ tabIndex: 0 })`
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  overflow-x: auto;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    white-space: nowrap;
  }
  th {
    color: ${(p) => p.theme.colors.muted};
    font-weight: 600;
  }
`;

/** Spec §2 (active only): real invoices, newest first; the spec's empty line when there are none. */
export function BillingHistory() {
  const { data, isLoading, isError } = useBillingHistoryQuery();
  const rows = data ?? [];
  return (
    <Card aria-labelledby="billing-history-title">
      <CardHeader>
        <CardTitle id="billing-history-title">Billing History</CardTitle>
      </CardHeader>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{formatDate(r.date)}</td>
                <td>{r.description}</td>
                <td>{formatAmount(r.amount_cents, r.currency)}</td>
                <td>{capitalize(r.status)}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={4}>
                  {isLoading
                    ? 'Loading billing history...'
                    : isError
                      ? 'Billing history could not be loaded.'
                      : 'No billing history available yet'}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </Scroll>
    </Card>
  );
}
