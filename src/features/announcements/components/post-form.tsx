import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { checkMessage, MESSAGE_MAX } from '../../../domain/announcements/announcement-fields';
import { toast } from '../../../lib/toast';
import { announcementTexts } from '../../../domain/announcements/announcement-texts';

/**
 * Staff's `Message` and `Post`: the message trimmed and checked (`Message is required`, `Message
 * must be at most 2,000 characters`); a bad one changes nothing. Posting is never awaited: the
 * announcement shows at once, `Waiting to sync` while offline.
 */
export function PostForm({ onPost }: { onPost: (message: string) => void }) {
  const [message, setMessage] = useState('');
  const form = useFieldErrors<'message'>();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const outcome = checkMessage(message);
    if (!outcome.ok) {
      form.fail(outcome.error, 'message');
      return;
    }
    onPost(outcome.message);
    setMessage('');
    toast.success(announcementTexts.posted);
  }

  return (
    <form className="post-form" onSubmit={submit} noValidate>
      <TextAreaField
        label="Message"
        rows={3}
        textLimit={MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        {...form.bind('message')}
      />
      <div className="actions">
        <Button type="submit" variant="primary">
          Post
        </Button>
      </div>
    </form>
  );
}
