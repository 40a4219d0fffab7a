export default function UserSettingsPage() {
  return null;
}
