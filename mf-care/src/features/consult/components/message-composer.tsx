// Writing to the care team: a text box with its character count, "Send message" (Ctrl or Cmd +
// Enter too). Empty or too long: said beside the box. While sending the button shows progress; a
// failed send keeps what she wrote and says why; a sent message joins the thread at once.
import type { KeyboardEvent } from 'react';
import { Banner, Button } from '@flora/shared';
import { MESSAGE_MAX_LENGTH } from '@flora/shared/domain';
import { TextArea, useMessageForm } from '@flora/shared/forms';
import { useSendMessage } from '../api/send-message';
import styles from './message-thread.module.css';

export interface MessageComposerProps {
  uid: string;
  closed: boolean;
  /** No message yet: the label invites the first one. */
  empty: boolean;
}

export function MessageComposer({ uid, closed, empty }: MessageComposerProps) {
  const send = useSendMessage(uid);
  const { form, field, sent } = useMessageForm('message', send.mutateAsync);

  const sendWithKeys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void form.submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={form.submit} noValidate aria-labelledby="composer-heading">
      <h3 id="composer-heading" className={styles.composerHeading}>
        {empty ? 'Write your first message' : 'Write a message'}
      </h3>
      {closed && (
        <p className={styles.closedNote}>
          This consultation is closed, but you can still write: your care team reads every message and answers here.
        </p>
      )}
      {form.formError && (
        <Banner tone="error" title="Your message was not sent">
          {form.formError} What you wrote is still here: try again in a moment.
        </Banner>
      )}
      <TextArea
        label="Your message"
        hint="Press Ctrl + Enter (⌘ + Enter on a Mac) to send."
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        error={form.errorOf('body')}
        onKeyDown={sendWithKeys}
        {...field}
      />
      <div className={styles.composerActions}>
        <Button type="submit" loading={form.submitting} loadingLabel="Sending…">
          Send message
        </Button>
        <p role="status" className={styles.sent}>
          {sent}
        </p>
      </div>
    </form>
  );
}
