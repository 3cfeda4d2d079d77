import { HomePage } from '@/features/shell/HomePage';

export default function Page() {
  return <HomePage />;
}
