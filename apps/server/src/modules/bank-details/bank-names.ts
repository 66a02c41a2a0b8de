/**
 * The published BSB directory names each BSB by its branch ("Geelong") and a bank code ("CBA"); the
 * institution's name comes from the directory's key to those codes. verifybsb answers the bank's name
 * (spec part 1 §7 "BankName"), so a claimant sees "Commonwealth Bank of Australia", not a branch.
 * Codes missing here fall back to the row's own name.
 */
const bankNameByCode: Readonly<Record<string, string>> = {
  AMP: 'AMP Bank',
  ANZ: 'Australia and New Zealand Banking Group',
  BAL: 'Bank Australia',
  BEN: 'Bendigo and Adelaide Bank',
  BOM: 'Bank of Melbourne',
  BQL: 'Bank of Queensland',
  BSA: 'BankSA',
  BWA: 'Bankwest',
  BYB: 'Beyond Bank Australia',
  CBA: 'Commonwealth Bank of Australia',
  CTI: 'Citibank',
  CUA: 'Great Southern Bank',
  HBA: 'HSBC Bank Australia',
  HBS: "Heritage and People's Choice",
  ING: 'ING Bank (Australia)',
  MBL: 'Macquarie Bank',
  MEB: 'ME Bank',
  MET: 'Suncorp Bank',
  NAB: 'National Australia Bank',
  NPB: 'Newcastle Permanent',
  STG: 'St.George Bank',
  WBC: 'Westpac Banking Corporation',
};

export function bankNameOf(row: { bank_code: string; name: string }): string {
  return bankNameByCode[row.bank_code.trim().toUpperCase()] ?? row.name;
}
