type Listener = () => void;

const listeners = new Set<Listener>();

/** A captcha_code field error: whoever shows the captcha reloads it and reopens its dialog. */
export function onCaptchaFailed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitCaptchaFailed(): void {
  for (const listener of listeners) listener();
}
