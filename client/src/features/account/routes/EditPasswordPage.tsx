export default function EditPasswordPage() {
  return null;
}
