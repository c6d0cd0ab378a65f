import './avatar.css';

export interface AvatarUser {
  username: string;
  display_name: string;
  avatar: string;
}

// The stylesheet's sizes (1.5rem, 2.5rem) in pixels, as the picture's own width and height: a page drawn
// on the server keeps the picture's room before its route's stylesheet arrives, so nothing shifts then.
const PIXELS = { small: 24, large: 40 } as const;

/** A user's picture, or their initial on a tinted square when they use the site's default. */
export function Avatar({ user, size }: { user: AvatarUser; size: 'small' | 'large' }) {
  const name = user.display_name || user.username;
  // The name next to the picture says who it is; the picture itself is decoration.
  if (user.avatar)
    return (
      <img
        className={`avatar avatar-${size}`}
        src={user.avatar}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        loading="lazy"
      />
    );
  return (
    <span className={`avatar avatar-${size} avatar-initial`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
