/** Words of return visits: accounts, communities, loyalty, wishlists, repeat orders. */

export const ACCOUNT_LINK =
  /\b(?:log ?in|sign ?in|my account|your account|account login|member login|customer login|my orders)\b/i;

export const COMMUNITY =
  /\b(?:community|forums?|discussion board|user groups?|meetups?|discord|slack (?:community|group|channel)|join (?:the|our) (?:community|slack|discord))\b/i;

/** Community hosts anywhere; a /community or /forum path only counts on the site itself. */
export const COMMUNITY_HOST =
  /^https?:\/\/(?:(?:community|forum|forums|discuss)\.[^/]+|(?:www\.)?discord\.(?:gg|com\/invite)|join\.slack\.com)/i;

export const COMMUNITY_PATH = /^https?:\/\/[^/]+\/(?:community|forum|forums)(?:[/?#]|$)/i;

export const LOYALTY =
  /\b(?:loyalty|rewards? (?:program|club|points)|reward points|earn points|points program|refer a friend|referral program|vip (?:club|program)|members? (?:club|rewards|perks)|punch card)\b/i;

/** A link that is itself the programme entry ("Rewards", "Refer a friend") or leads to its page. */
export const LOYALTY_LINK = /^(?:rewards?|my rewards|loyalty|refer a friend|referrals?|vip|perks)$/i;

export const LOYALTY_HREF = /\/(?:rewards?|loyalty|referral|refer-a-friend)(?:[/.?#-]|$)/i;

export const WISHLIST =
  /\b(?:wish ?list|save for later|add to (?:favou?rites|list)|favou?rites|saved items)\b/i;

export const REPEAT_ORDER =
  /\b(?:subscribe (?:&|and) save|auto[- ]?(?:ship|delivery|replenish(?:ment)?)|repeat (?:delivery|order)|regular refills?|refill subscription|deliver(?:y|ed)? every \d+ (?:days|weeks|months)|subscription box|subscribe to (?:this|your) (?:product|order))\b/i;
