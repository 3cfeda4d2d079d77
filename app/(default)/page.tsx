import { renderApiFailure } from '@/features/errors/pageErrors';
import { HomePage } from '@/features/home/HomePage';

export default function Page() {
  return <HomePage renderFailure={(error) => renderApiFailure(error, { headingLevel: 1 })} />;
}
