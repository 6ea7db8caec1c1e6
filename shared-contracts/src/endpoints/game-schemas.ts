import * as v from 'valibot';

/** Shapes shared by every game call (SPEC 3 Game). */
export const gameCategorySchema = v.pipe(v.string(), v.regex(/^[A-Z_]{2,20}$/));

export const gameSchema = v.object({
  nodeId: v.string(),
  vassalage: v.string(),
  displayName: v.string(),
  gameName: v.string(),
  nodeName: v.string(),
  showIcon: v.boolean(),
  iconUrl: v.string(),
  roomId: v.nullable(v.string()),
  supportPlay: v.boolean(),
  gameClassifyNew: v.string(),
  gameCode: v.string(),
});

export const vendorSchema = v.object({ vassalage: v.string(), accountTypeName: v.string() });

/** One vendor's hot games, vendors in server order (SPEC 2 home hot-games section). */
export const hotVendorSchema = v.object({
  vassalage: v.string(),
  vendorName: v.string(),
  gameCategory: v.string(),
  games: v.array(gameSchema),
});
