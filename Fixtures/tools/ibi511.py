#!/usr/bin/env python3
"""The 511 recordings: a winter afternoon (2025-01-14 22:30 UTC) of Idaho, Utah, Nevada and Arizona in the
platform's shapes and variations, under Fixtures/HOST/api/... as a directory base URL maps them. Run from
anywhere: python3 Fixtures/tools/ibi511.py. Keep Fixtures/RECORDED in step with REC."""
import json, os, datetime
ROOT=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
REC=int(datetime.datetime(2025,1,14,22,30,tzinfo=datetime.timezone.utc).timestamp())  # 3:30 PM MST
def enc(points):
    out=''; pl=0; pn=0
    for lat,lon in points:
        a=int(round(lat*1e5)); b=int(round(lon*1e5))
        for d in (a-pl,b-pn):
            v = ~(d<<1) if d<0 else d<<1
            while v>=0x20:
                out+=chr((0x20|(v&0x1f))+63); v>>=5
            out+=chr(v+63)
        pl,pn=a,b
    return out
def line(lat,lon,dlat,dlon,n=5):
    return [(lat+dlat*(i-n//2)/(n//2), lon+dlon*(i-n//2)/(n//2)) for i in range(n)]
def ago(minutes): return REC-minutes*60
def write(host,path,data):
    p=os.path.join(ROOT,host,path+'@format=json')
    os.makedirs(os.path.dirname(p),exist_ok=True)
    with open(p,'w') as f: json.dump(data,f,indent=1); f.write('\n')
def event(i,road,direction,desc,etype,full,lat,lon,updated,comment='',sub='',poly='',lat2=0,lon2=0,start=None,end=None,org='ERS',idkey='ID',idstr=False,polylist=False):
    e={idkey: str(i) if idstr else i,'SourceId':'%s-%d'%(org,i),'Organization':org,'RoadwayName':road,'DirectionOfTravel':direction,
       'Description':desc,'Comment':comment,'Reported':updated-3600,'LastUpdated':updated,'StartDate':start if start is not None else updated-3600,
       'PlannedEndDate':end,'LanesAffected':'All Lanes' if full else 'No Data','Latitude':lat,'Longitude':lon,'LatitudeSecondary':lat2,'LongitudeSecondary':lon2,
       'EventType':etype,'EventSubType':sub,'IsFullClosure':full,'Severity':'Major' if full else 'Minor',
       'EncodedPolyline':[poly] if polylist and poly else poly,'Restrictions':{'Width':None,'Height':None,'Weight':None,'Speed':None},
       'DetourPolyline':'','DetourInstructions':'','Recurrence':'','RecurrenceSchedules':[]}
    return e
# ---------------- Idaho
H='511.idaho.gov'
def wr(i,road,loc,status,pave,weather,lat,lon,dlat,dlon,updated,vis='Good'):
    return {'Id':i,'LocationDescription':loc,'Primary Condition':status,'Secondary Conditions':pave,'Visibility':vis,
            'Weather Conditions':weather,'AreaName':'District 2' if lat>46 else 'District 4','RoadwayName':road,
            'EncodedPolyline':enc(line(lat,lon,dlat,dlon)),'LastUpdated':updated}
write(H,'api/v3/get/winterroads',[
 wr(1101,'I-90','Lookout Pass: Mullan to Montana State Line','Bare Wet',['Wet'],'Cloudy',47.456,-115.697,0.01,0.05,ago(25)),
 wr(1102,'I-90','Fourth of July Pass: Cataldo to Coeur d\'Alene','Bare Dry',[],'Partly Cloudy',47.620,-116.520,0.01,0.06,ago(25)),
 wr(1201,'US-12','Lolo Pass: Powell to Montana State Line','Snow Packed',['Snow/Ice','Slush'],'Light Snow',46.635,-114.580,0.02,0.06,ago(15)),
 wr(1202,'US-95','White Bird Hill','No Report',[],'',45.821,-116.253,0.05,0.01,ago(40)),
 wr(1401,'SH-75','Galena Summit: Ketchum to Stanley','Closed',['Snow Covered'],'Heavy Snow',43.873,-114.713,0.06,0.01,ago(20),vis='Poor'),
 wr(1402,'SH-21','Banner Summit: Lowman to Stanley','Snow Covered',['Drifting Snow'],'Snowing',44.357,-115.214,0.04,0.04,ago(30),vis='Poor'),
 wr(1601,'US-93','Lost Trail Pass: North Fork to Montana State Line','Scattered Snow and Ice',[],'Overcast',45.692,-113.937,0.05,0.01,ago(35)),
 wr(1602,'US-20','Targhee Pass: Island Park to Montana State Line','Snow Covered',[],'Snowing',44.675,-111.273,0.01,0.05,ago(3*24*60)),
 wr(1603,'I-15','Monida Pass: Dubois to Montana State Line','Bare Wet',[],'Fair',44.558,-112.307,0.05,0.01,ago(45)),
 wr(1301,'US-95','Lewiston Hill','No Report',[],'',46.45,-116.98,0.05,0.01,ago(40)),
])
write(H,'api/v2/get/event',[
 event(40211,'US-12','Both Directions','Winter driving conditions on US-12 over Lolo Pass. Traction tires advised.','generalInfo',False,46.640,-114.600,ago(50),
       sub='Winter Driving',poly=enc(line(46.635,-114.58,0.02,0.06)),polylist=True),
 event(40212,'SH-75','All Directions','SH-75 closed between Ketchum and Stanley over Galena Summit due to avalanche danger.','closures',True,43.80,-114.60,ago(180),
       comment='No estimated time of reopening.',sub='Avalanche Control',lat2=44.05,lon2=-114.85,poly=enc([(43.80,-114.60),(43.873,-114.713),(44.05,-114.85)]),polylist=True),
 event(40213,'SH-21','Both Directions','Chains required between Lowman and Banner Summit.','generalInfo',False,44.30,-115.30,ago(90),sub='Chain Restriction'),
 event(40214,'I-90','Eastbound','Bridge deck repair near Post Falls. Right lane closed.','roadwork',False,47.71,-116.95,ago(600),sub='Bridge Work',
       start=ago(3000),end=REC+30*86400),
 event(40215,'Interstate 15','None','Blowing snow and reduced visibility near Monida.','generalInfo',False,0,0,ago(70),sub='Weather'),
])
write(H,'api/v2/get/mountainpasses',[
 {'Id':1,'Name':'Lookout Pass','Roadway':'I-90','Latitude':47.456,'Longitude':-115.697,'MaxElevation':'4710','CameraId':'N/A'},
 {'Id':7,'Name':'Lolo Pass','Roadway':'US-12','Latitude':46.635,'Longitude':-114.580,'MaxElevation':'5233','CameraId':112},
 {'Id':12,'Name':'Galena Summit','Roadway':'SH-75','Latitude':43.873,'Longitude':-114.713,'MaxElevation':'8701','CameraId':''},
])
# ---------------- Utah
H='www.udottraffic.utah.gov'
def rc(i,name,cond,weather,restr,lat,lon,dlat,dlon,updated):
    return {'Id':i,'SourceId':str(i-1700),'RoadwayName':name,'RoadCondition':cond,'WeatherCondition':weather,'Restriction':restr,
            'EncodedPolyline':enc(line(lat,lon,dlat,dlon)),'LastUpdated':updated}
write(H,'api/v2/get/roadconditions',[
 rc(1756,'I-80 Parleys Summit','Wet','Light Snow','None',40.744,-111.623,0.02,0.05,ago(12)),
 rc(1757,'US-40 Daniels Summit','Snow Packed','Snowing','Traction tires required',40.303,-111.257,0.04,0.02,ago(20)),
 rc(1758,'US-6 Soldier Summit','Dry','Fair','',39.929,-111.080,0.02,0.05,ago(30)),
 rc(1759,'US-191 Indian Canyon','Icy','Fair','None',39.893,-110.749,0.05,0.02,ago(45)),
 rc(1760,'US-89 Logan Canyon','Snow Packed','Snowing','None',41.936,-111.497,0.04,0.04,ago(25)),
 rc(1761,'US-91 Sardine Summit','Wet','Cloudy','None',41.563,-111.968,0.04,0.01,ago(35)),
 rc(1762,'I-80 Echo Canyon','Dry','Fair','None',40.97,-111.42,0.05,0.03,ago(35)),
])
write(H,'api/v2/get/event',[
 event(301,'US-6','Westbound','Crash at Soldier Summit. Right lane closed.','accidentsAndIncidents',False,39.93,-111.09,ago(20),org='UDOT',idstr=True,sub='Crash'),
 event(302,'US-89','Both Directions','US-89 closed in Logan Canyon at Logan Summit due to a rock slide.','closures',True,41.93,-111.49,ago(240),org='UDOT',idstr=True,
       comment='Use SR-30 and I-15 as an alternate route.',sub='Road Closed'),
 event(303,'I-15','Northbound','Lane restriction for pavement repair.','roadwork',False,40.40,-111.88,ago(400),org='UDOT',idstr=True,sub='Road Construction',end=REC+10*86400,start=ago(5000)),
])
def mp(i,name,roadway,elev,lat,lon,station,air,surf,ws,wg,wd,status,vis,fc,seasonal=None,extra=None):
    r={'Id':i,'Name':name,'Roadway':roadway,'MaxElevation':elev,'Latitude':lat,'Longitude':lon,'StationName':station,
       'AirTemperature':air,'SurfaceTemp':surf,'WindSpeed':ws,'WindGust':wg,'WindDirection':wd,'SurfaceStatus':status,'Visibility':vis,
       'Forecasts':fc,'CameraId':1000+i}
    if seasonal is not None: r['SeasonalInfo']=seasonal
    if extra: r.update(extra)
    return r
write(H,'api/v2/get/mountainpasses',[
 mp(9,'I-80 Parleys Summit','I-80','7120',40.744,-111.623,'I-80 @ Parleys Summit','24','27','12','21','SE','Wet','1.2',
    'Tonight;Snow likely. Low around 17.|Wednesday;Snow showers. High near 28.'),
 mp(44,'SR-35 Wolf Creek Pass','SR-35','9488',40.482,-111.032,'SR-35 @ Wolf Creek','15','','18','30','NW','Snow/Ice','0.5',
    'Tonight;Snow. Low around 5.|Wednesday;Snow showers.',
    seasonal=[{'SeasonalClosureStatus':'CLOSED','SeasonalClosureDescription':'Francis to Hanna'}],
    extra={'SeasonalRouteName':'Route 35','SeasonalClosureTitle':'SR 35 Wolf Creek Pass'}),
 mp(21,'US-40 Daniels Summit','US-40','8020',40.303,-111.257,'US-40 @ Daniels Summit','19','22','8','15','W','Snow/Ice','N/A','Tonight;Snow likely.',seasonal=[]),
 mp(30,'SR-190 Guardsman Pass','SR-190','9700',40.603,-111.554,'SR-190 @ Guardsman','12','','20','34','NW','','',
    '',seasonal=[{'SeasonalClosureStatus':'CLOSED','SeasonalClosureDescription':'Big Cottonwood Canyon to Guardsman Pass'}]),
])
# ---------------- Nevada
H='www.nvroads.com'
write(H,'api/v2/get/roadconditions',[
 rc(501,'SR-431 Mt. Rose Summit','Snow Packed','Snowing','Chains or snow tires required',39.314,-119.890,0.03,0.04,ago(15)),
 rc(502,'US-50 Spooner Summit','Wet','Cloudy','None',39.105,-119.897,0.01,0.05,ago(20)),
 rc(503,'SR-207 Kingsbury Grade','Snow Covered','Snowing','',38.988,-119.887,0.01,0.05,ago(20)),
 rc(504,'I-80 Pequop Summit','Dry','Fair','None',41.080,-114.578,0.01,0.06,ago(30)),
 rc(505,'I-80 Emigrant Pass','Icy Spots','Fair','None',40.656,-116.256,0.01,0.06,ago(30)),
])
write(H,'api/v2/get/event',[
 event(9001,'SR-207','Both Directions','SR-207 Kingsbury Grade closed at Daggett Summit for avalanche control.','closures',True,38.985,-119.88,ago(60),org='NDOT',sub='Closure'),
 event(9002,'I-80','Westbound','Roadwork near Winnemucca. Expect delays.','roadwork',False,40.97,-117.74,ago(600),org='NDOT',sub='Road Work',start=ago(9000),end=REC+5*86400),
])
# ---------------- Arizona
H='az511.gov'
write(H,'api/v2/get/event',[
 event(70001,'I-40','Eastbound','I-40 eastbound closed at milepost 190 near Flagstaff due to a jackknifed commercial vehicle.','closures',True,35.19,-111.74,ago(35),
       org='ADOT',sub='Crash',comment='Expect long delays.'),
 event(70002,'SR-260','Both Directions','Snow on the roadway near Forest Lakes. Traction tires advised.','generalInfo',False,34.33,-110.80,ago(80),org='ADOT',sub='Winter Weather'),
 event(70003,'I-10','Westbound','Right lane closed for pavement work near Tucson.','roadwork',False,32.25,-110.95,ago(900),org='ADOT',sub='Road Work',start=ago(9000),end=REC+86400),
])
print(REC, datetime.datetime.fromtimestamp(REC, datetime.timezone.utc))
