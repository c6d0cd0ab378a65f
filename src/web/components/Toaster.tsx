import * as ToastPrimitive from '@radix-ui/react-toast';
import { constants } from '../../../generated/constants.ts';
import { useExternalStore } from '../app/external-store.ts';
import { dismissToast, toastStore } from '../app/toasts.ts';
import { useMessage } from '../hooks/useMessage.ts';
import X from 'lucide-react/icons/x';

/** The site's notifications: each hides after a while, or when closed, and is announced to screen readers. */
export default function Toaster() {
  const t = useMessage();
  const toasts = useExternalStore(toastStore);
  return (
    <ToastPrimitive.Provider duration={constants.timing.toast_hide_ms} label={t('toast.label')}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          className={`toast toast-${toast.variant}`}
          // A danger toast interrupts (assertive); a success one waits its turn (polite).
          type={toast.variant === 'danger' ? 'foreground' : 'background'}
          onOpenChange={(open) => open || dismissToast(toast.id)}
        >
          <ToastPrimitive.Description className="toast-message">{toast.message}</ToastPrimitive.Description>
          <ToastPrimitive.Close className="toast-close" aria-label={t('toast.close')}>
            <X aria-hidden size={18} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* radix-ui puts its own shortcut where {hotkey} stands, so it must reach it unformatted. */}
      <ToastPrimitive.Viewport className="toast-viewport" label={t('toast.region', { hotkey: '{hotkey}' })} />
    </ToastPrimitive.Provider>
  );
}
