import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { useSportsLobby } from '../api/use-sports';
import { SportsMatches } from './sports-matches';
import { SportsVendors } from './sports-vendors';
import './sports.css';

/** /m/sports: the merchant's sports vendors and its live and upcoming matches (issue 30). */
export function SportsLobby() {
  const lobby = useSportsLobby();
  if (lobby.isPending) return <PageSpinner />;
  if (lobby.isError) return <ErrorState onRetry={() => lobby.refetch()} />;
  return (
    <div className="sports">
      <SportsMatches matches={lobby.data.matches} />
      <SportsVendors categories={lobby.data.categories} />
    </div>
  );
}
