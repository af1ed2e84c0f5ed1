// /clinic/announcements/ — what every patient sees on My Tests: publish one (now or at a later
// time), edit it, withdraw it (after a confirmation; it stays listed as withdrawn). A patient who
// dismissed one keeps it dismissed after an edit.
import { format } from 'date-fns';
import { useState } from 'react';
import { Banner, Button, Card, EmptyState, errorMessage, Page, QueryView, StatusPill, type StatusPillTone, TextField } from '@flora/shared';
import { DATE_FORMATS, toDate } from '@flora/shared/domain';
import { type DataListColumn, DataList } from '@flora/shared/widgets';
import { TextArea, useApiForm } from '@flora/shared/forms';
import { type StaffAnnouncement, useStaffAnnouncements } from './api/announcements';
import { useEditAnnouncement } from './api/edit-announcement';
import { usePublishAnnouncement } from './api/publish-announcement';
import { useWithdrawAnnouncement } from './api/withdraw-announcement';
import { announcementSchema, MESSAGE_MAX_LENGTH, TITLE_MAX_LENGTH, toInstant, toLocalInput } from './announcement-form';
import styles from './announcements-page.module.css';

const STATUS: Record<StaffAnnouncement['status'], { label: string; tone: StatusPillTone }> = {
  published: { label: 'Published', tone: 'success' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

const formatTime = (iso: string | null) => {
  const date = iso ? toDate(iso) : null;
  return date ? format(date, `${DATE_FORMATS.display}, h:mm a`) : '';
};

function AnnouncementForm({ editing, onDone }: { editing: StaffAnnouncement | null; onDone: (message: string) => void }) {
  const publish = usePublishAnnouncement();
  const edit = useEditAnnouncement();
  const form = useApiForm({
    schema: announcementSchema,
    defaultValues: editing
      ? { title: editing.title, message: editing.message, published_at: toLocalInput(editing.published_at) }
      : { title: '', message: '', published_at: '' },
    onSubmit: async ({ title, message, published_at }) => {
      const at = toInstant(published_at);
      if (editing) {
        // The time is sent only when she changed it (the field holds minutes; the stored time may hold seconds).
        const moved = published_at !== toLocalInput(editing.published_at) && at;
        await edit.mutateAsync({ id: editing.id, changes: { title, message, ...(moved ? { published_at: at } : {}) } });
        onDone(`“${title}” was saved.`);
      } else {
        const created = await publish.mutateAsync({ title, message, ...(at ? { published_at: at } : {}) });
        form.reset({ title: '', message: '', published_at: '' });
        onDone(created.status === 'scheduled' ? `“${title}” is scheduled for ${formatTime(created.published_at)}.` : `“${title}” is published: patients see it on My Tests.`);
      }
    },
  });
  const heading = editing ? `Edit “${editing.title}”` : 'Publish an announcement';
  return (
    <Card>
      <form className={styles.form} onSubmit={form.submit} noValidate aria-label={heading}>
        <h2 className={styles.heading}>{heading}</h2>
        {form.formError && (
          <Banner tone="error" title={editing ? 'Your changes were not saved' : 'The announcement was not published'}>
            {`${form.formError} What you wrote is still here.`}
          </Banner>
        )}
        <TextField label="Title" maxLength={TITLE_MAX_LENGTH} error={form.errorOf('title')} {...form.register('title')} />
        <TextArea label="Message" hint="Plain text. Patients read it on My Tests until it is withdrawn or they dismiss it." rows={4} maxLength={MESSAGE_MAX_LENGTH} error={form.errorOf('message')} {...form.register('message')} />
        <TextField
          label="Publish at (optional)"
          type="datetime-local"
          hint={editing ? 'Your time zone. Change it to reschedule.' : 'Your time zone. Leave it empty to publish now; a later time schedules it.'}
          error={form.errorOf('published_at')}
          {...form.register('published_at')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.submitting} loadingLabel={editing ? 'Saving…' : 'Publishing…'}>
            {editing ? 'Save changes' : 'Publish'}
          </Button>
          {editing && (
            <Button variant="ghost" onClick={() => onDone('')}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

function AnnouncementList({ announcements, onEdit, onWithdrawn }: { announcements: StaffAnnouncement[]; onEdit: (a: StaffAnnouncement) => void; onWithdrawn: (message: string) => void }) {
  const withdraw = useWithdrawAnnouncement();
  const [confirming, setConfirming] = useState<number | null>(null);
  const columns: DataListColumn<StaffAnnouncement>[] = [
    {
      key: 'announcement',
      header: 'Announcement',
      rowHeader: true,
      render: (a) => (
        <>
          <span className={styles.title}>{a.title}</span>
          <span className={styles.message}>{a.message}</span>
        </>
      ),
    },
    { key: 'status', header: 'Status', render: (a) => <StatusPill tone={STATUS[a.status].tone}>{STATUS[a.status].label}</StatusPill> },
    {
      key: 'when',
      header: 'Publication',
      render: (a) => (
        <>
          <time dateTime={a.published_at}>{formatTime(a.published_at)}</time>
          {a.withdrawn_at && <span className={styles.detail}>{`withdrawn ${formatTime(a.withdrawn_at)}`}</span>}
          {a.updated_at && !a.withdrawn_at && <span className={styles.detail}>{`edited ${formatTime(a.updated_at)}`}</span>}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (a) =>
        a.status === 'withdrawn' ? null : confirming === a.id ? (
          <div className={styles.confirm} role="group" aria-label={`Withdraw “${a.title}”?`}>
            <span>Withdraw it? Patients stop seeing it.</span>
            <Button
              variant="secondary"
              loading={withdraw.isPending}
              loadingLabel="Withdrawing…"
              onClick={() =>
                withdraw.mutate(a.id, {
                  onSuccess: () => {
                    setConfirming(null);
                    onWithdrawn(`“${a.title}” was withdrawn.`);
                  },
                })
              }
            >
              Yes, withdraw
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
          </div>
        ) : (
          <div className={styles.rowActions}>
            <Button variant="secondary" aria-label={`Edit “${a.title}”`} onClick={() => onEdit(a)}>
              Edit
            </Button>
            <Button variant="ghost" aria-label={`Withdraw “${a.title}”`} onClick={() => setConfirming(a.id)}>
              Withdraw
            </Button>
          </div>
        ),
    },
  ];
  return (
    <>
      {withdraw.isError && (
        <Banner tone="error" title="The announcement was not withdrawn">
          {errorMessage(withdraw.error)}
        </Banner>
      )}
      <DataList aria-label="Announcements" columns={columns} rows={announcements} rowKey={(a) => a.id} />
    </>
  );
}

export function AnnouncementsPage() {
  const announcements = useStaffAnnouncements();
  const [editing, setEditing] = useState<StaffAnnouncement | null>(null);
  const [done, setDone] = useState('');
  return (
    <Page title="Announcements" description="What every signed-in patient sees at the top of My Tests, newest first. Each patient can dismiss one; it then stays dismissed on all her devices.">
      <div className={styles.sections}>
        <p role="status" className={styles.done}>
          {done}
        </p>
        <AnnouncementForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={(message) => {
            setEditing(null);
            setDone(message);
          }}
        />
        <section aria-labelledby="all-announcements">
          <h2 id="all-announcements" className={styles.heading}>
            All announcements
          </h2>
          <QueryView
            query={announcements}
            loadingLabel="Loading announcements…"
            isEmpty={(list) => list.length === 0}
            empty={<EmptyState title="No announcements yet" message="Publish one above: patients see it on My Tests." />}
          >
            {(list) => (
              <AnnouncementList
                announcements={list}
                onEdit={(a) => {
                  setDone('');
                  setEditing(a);
                }}
                onWithdrawn={(message) => {
                  if (editing) setEditing(null);
                  setDone(message);
                }}
              />
            )}
          </QueryView>
        </section>
      </div>
    </Page>
  );
}
