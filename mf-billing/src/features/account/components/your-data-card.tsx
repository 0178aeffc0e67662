import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardDescription, CardHeader, CardTitle, PasswordField } from '@lessonloom/ui';
import { saveBlob, useFailureToast, useSession, useToast } from '@lessonloom/web-core';
import { useDeleteAccountMutation, useExportAccountMutation } from '../api';
import { StorageUsage } from './storage-usage';

const exportName = () => `lessonloom-data-${new Date().toISOString().slice(0, 10)}.zip`;

function DeleteAccountForm({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const { logout } = useSession();
  const { toast } = useToast();
  const fail = useFailureToast();
  const navigate = useNavigate();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await remove(password);
    if ('error' in res) {
      fail(res.error, { title: 'Account not deleted', fallback: 'Failed to delete your account. Please try again.' });
      return;
    }
    await logout();
    toast({ title: 'Account deleted', description: 'Your account and everything in it have been removed.' });
    navigate('/login');
  };

  return (
    <form onSubmit={onSubmit} aria-label="Confirm account deletion" style={{ display: 'grid', gap: '0.75rem' }}>
      <p style={{ margin: 0 }}>
        This cancels your subscription, then removes your account, uploads, generated material, files and saved
        questions. It cannot be undone. Download your data first if you want to keep it.
      </p>
      <PasswordField
        id="delete-password"
        label="Your password"
        value={password}
        autoFocus
        onChange={(e) => setPassword(e.target.value)}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button type="submit" $variant="destructive" disabled={isLoading || !password}>
          {isLoading ? 'Deleting...' : 'Delete my account permanently'}
        </Button>
        <Button type="button" $variant="ghost" onClick={onClose} disabled={isLoading}>
          Keep my account
        </Button>
      </div>
    </form>
  );
}

/** "Your data": the teacher takes everything with them, or deletes the account (Privacy Policy). */
export function YourDataCard() {
  const [deleting, setDeleting] = useState(false);
  // Keeping the account closes the form and gives focus back to the button that opened it.
  const opener = useRef<HTMLButtonElement>(null);
  const [kept, setKept] = useState(0);
  useEffect(() => {
    if (kept) opener.current?.focus();
  }, [kept]);
  const [exportAccount, { isLoading: exporting }] = useExportAccountMutation();
  const { toast } = useToast();

  const onDownload = async () => {
    const res = await exportAccount();
    if ('data' in res && res.data) {
      saveBlob(res.data, exportName());
      toast({ title: 'Download started', description: 'Your data is saved as a zip file.' });
    } else
      toast({
        title: 'Download failed',
        description: 'Failed to download your data. Please try again.',
        variant: 'destructive',
      });
  };

  return (
    <Card as="section" aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle as="h2" id="your-data-title">
          Your data
        </CardTitle>
        <CardDescription>
          Everything you made and uploaded is yours. Download it as a zip (generations as JSON with their DOCX and PDF
          files, your uploads and your question bank), or delete your account.
        </CardDescription>
      </CardHeader>
      <StorageUsage />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginBottom: deleting ? '1rem' : 0 }}>
        <Button $variant="outline" onClick={onDownload} disabled={exporting}>
          {exporting ? 'Preparing...' : 'Download my data'}
        </Button>
        {!deleting && (
          <Button ref={opener} $variant="ghost" onClick={() => setDeleting(true)}>
            Delete my account
          </Button>
        )}
      </div>
      {deleting && (
        <DeleteAccountForm
          onClose={() => {
            setDeleting(false);
            setKept((n) => n + 1);
          }}
        />
      )}
    </Card>
  );
}
