import Avatar from '@mui/material/Avatar';

/** The user's picture, or their initial on the brand colour when there is none. */
export function CentreAvatar({ name, url, alt, size = 64 }: { name: string; url: string | null | undefined; alt: string; size?: number }) {
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return url ? (
    <Avatar src={url} alt={alt} sx={{ width: size, height: size }} />
  ) : (
    <Avatar aria-hidden sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.4, fontWeight: 700 }}>
      {initial}
    </Avatar>
  );
}
