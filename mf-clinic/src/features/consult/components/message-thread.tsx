// The thread with the patient, oldest first, each message saying who wrote it and when, and the
// reply composer (1-5000 characters; a failed send keeps the text and says why).
import { Banner, Button, cx, EmptyState, errorMessage, LoadingState, RetryButton, VisuallyHidden } from '@flora/shared';
import { formatDisplayDateTime, MESSAGE_MAX_LENGTH } from '@flora/shared/domain';
import { TextArea, useMessageForm } from '@flora/shared/forms';
import { useConsultMessages } from '../api/consult-messages';
import { useSendReply } from '../api/send-reply';
import styles from '../consult-page.module.css';

export function MessageThread({ uid, patient }: { uid: string; patient: string }) {
  const thread = useConsultMessages(uid);
  return (
    <>
      {thread.isPending && <LoadingState label="Loading messages…" />}
      {thread.isError && (
        <Banner
          tone="error"
          action={
            <RetryButton query={thread} />
          }
        >
          {`The messages could not be loaded. ${errorMessage(thread.error)}`}
        </Banner>
      )}
      {thread.data &&
        (thread.data.length === 0 ? (
          <EmptyState title="No messages yet" message={`${patient} has not written, and nobody has replied yet. Write below to start the conversation.`} />
        ) : (
          <ol className={styles.messages} aria-label={`Conversation with ${patient}`}>
            {thread.data.map((message) => {
              const fromClinician = message.author.role === 'clinician';
              return (
                <li key={message.id} className={cx(styles.message, fromClinician ? styles.fromClinician : styles.fromPatient)}>
                  <p className={styles.messageMeta}>
                    <span className={styles.author}>
                      <VisuallyHidden>Message from </VisuallyHidden>
                      {message.author.name}
                    </span>
                    <span className={styles.role}>{fromClinician ? 'Clinician' : 'Patient'}</span>
                    <time dateTime={message.created_at}>{formatDisplayDateTime(message.created_at)}</time>
                  </p>
                  <p className={styles.messageBody}>{message.body}</p>
                </li>
              );
            })}
          </ol>
        ))}
      {!thread.isPending && <ReplyComposer uid={uid} />}
    </>
  );
}

function ReplyComposer({ uid }: { uid: string }) {
  const send = useSendReply(uid);
  const { form, field, sent } = useMessageForm('reply', send.mutateAsync);
  return (
    <form className={styles.composer} onSubmit={form.submit} noValidate aria-label="Reply to the patient">
      {form.formError && (
        <Banner tone="error" title="Your reply was not sent">
          {form.formError} What you wrote is still here.
        </Banner>
      )}
      <TextArea label="Your reply" hint="The patient sees it in her Care page, signed with your name." rows={4} maxLength={MESSAGE_MAX_LENGTH} error={form.errorOf('body')} {...field} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={form.submitting} loadingLabel="Sending…">
          Send reply
        </Button>
        <p role="status" className={styles.muted}>
          {sent}
        </p>
      </div>
    </form>
  );
}
