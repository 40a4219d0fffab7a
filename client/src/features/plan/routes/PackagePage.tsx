export default function PackagePage() {
  return null;
}
