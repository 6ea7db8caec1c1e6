import type { LottoQuery } from './launch-query';

/** Stylesheet the lottery site loads for a merchant's look (`<merchant>-lotto`, lower case). */
export function lottoStylesheet(merchantCode: string): string {
  return `${merchantCode.toLowerCase()}-lotto`;
}

/**
 * The lottery page URL: the server's launch URL carries the signed ticket (never the session token);
 * the lottery site also gets the merchant code, the merchant's stylesheet name and the frame's query.
 */
export function lottoFrameUrl(launchUrl: URL, query: LottoQuery, merchantCode: string): URL {
  const url = new URL(launchUrl.href);
  url.searchParams.set('mui', query.mui);
  url.searchParams.set('gameId', query.gameId);
  url.searchParams.set('playType', query.playType);
  url.searchParams.set('prize_mode', query.prizeMode);
  url.searchParams.set('merchantCode', merchantCode);
  url.searchParams.set('style', lottoStylesheet(merchantCode));
  return url;
}
