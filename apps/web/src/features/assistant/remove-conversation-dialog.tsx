'use client';

import { type AssistantConversation, assistantEndpoints, type Locale } from '@tendero/contracts';
import { ConfirmDialog } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Asks before deleting a conversation; `onRemoved` runs once the server has deleted it. */
export function RemoveConversationDialog({
  conversation,
  onRemoved,
  onClose,
}: {
  /** The conversation to delete; null keeps the dialog closed. */
  conversation: AssistantConversation | null;
  onRemoved: (id: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('assistantPage');
  const locale = useLocale() as Locale;
  const confirm = async () => {
    if (!conversation) return true;
    try {
      await apiRequest(assistantEndpoints.remove, { params: { conversationId: conversation.id }, locale });
    } catch (failure) {
      toast.error(describeApiError(failure, t('errors.network')));
      return false;
    }
    onRemoved(conversation.id);
    toast.success(t('remove.done'));
    return true;
  };
  return (
    <ConfirmDialog
      open={conversation !== null}
      title={t('remove.title')}
      confirmLabel={t('remove.confirm')}
      cancelLabel={t('remove.cancel')}
      tone="danger"
      onConfirm={confirm}
      onClose={onClose}
    >
      {conversation ? t('remove.body', { title: conversation.title.trim() || t('list.untitled') }) : null}
    </ConfirmDialog>
  );
}
